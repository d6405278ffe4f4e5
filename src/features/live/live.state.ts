import { atom } from 'nanostores';

/** True while a chat thread is on screen: new messages then refresh it instead of a toast (spec §4). */
export const $chatOnScreen = atom(false);
