export { PhotoViewer } from './PhotoViewer';
export type { PhotoViewerProps } from './PhotoViewer';
export { photoSlides } from './photoSlides';
export type { PhotoSlide } from './photoSlides';
