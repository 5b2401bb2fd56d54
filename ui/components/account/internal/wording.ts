/**
 * What the like and favourite buttons word only after the visitor has acted: a failed toggle's
 * error and the restriction notice. Loaded by lazy-wording.ts, not with the buttons.
 */
export { translateError } from './messages';
export { RestrictionNotice } from '../RestrictionNotice';
