import { en, type ServerMessages } from './en';

export const ru: ServerMessages = en;
