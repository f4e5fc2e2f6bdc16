import { en, type ServerMessages } from './en';

export const pt: ServerMessages = en;
