import { en, type ServerMessages } from './en';

export const tr: ServerMessages = en;
