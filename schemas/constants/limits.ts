/** Input limits the schemas enforce: texts, photos, cam links, ages, heights, weights, ratings. */

/**
 * §5: limits whose numbers the spec does not show; chosen here (docs/decisions/open-limits.md).
 * 2,000 characters fits a full "about me" without turning into an essay; 50 characters is about
 * one honest sentence; 3 photos is the least that shows a face-free gallery and a main slide.
 */
export const DESCRIPTION_MAX_LENGTH = 2000;
export const TEXT_MIN_LENGTH = 50;
export const PHOTO_MIN_COUNT = 3;
/** Inferred limits that keep hostile input bounded. */
export const NAME_MAX_LENGTH = 60;
export const SHORT_TEXT_MAX_LENGTH = 255;
export const REVIEW_MAX_LENGTH = DESCRIPTION_MAX_LENGTH;
/** A review's date of meeting may be today where the day is furthest ahead (UTC+14), never later. */
export const MEETING_DATE_LEEWAY_HOURS = 14;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/**
 * Web cam models (beyond the spec, which names the area but not its fields): the cam platforms a
 * model links to, at least one and at most 6 (chosen here: a model rarely streams on more).
 */
export const CAM_LINKS_MIN = 1;
export const CAM_LINKS_MAX = 6;
export const CAM_PLATFORM_MAX_LENGTH = 40;

/** Adults only: every profile and every age filter is 18 or more. */
export const ADULT_MIN_AGE = 18;
export const MAX_AGE = 99;
/** §3, §9: heights are in centimetres. */
export const HEIGHT_UNIT = 'cm';
export const HEIGHT_MIN_CM = 120;
export const HEIGHT_MAX_CM = 230;
export const WEIGHT_MIN_KG = 35;
export const WEIGHT_MAX_KG = 200;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
