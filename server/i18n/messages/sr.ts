import { en, type ServerMessages } from './en';

export const sr: ServerMessages = en;
