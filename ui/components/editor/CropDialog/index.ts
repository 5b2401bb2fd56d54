export { CropDialog } from './CropDialog';
export type { CropDialogProps } from './CropDialog';
export { cropImage, CROP_MAX_SIDE } from './cropImage';
export type { PixelArea } from './cropImage';
