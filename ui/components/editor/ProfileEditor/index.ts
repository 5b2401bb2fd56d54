export { ProfileEditor } from './ProfileEditor';
export type { EditorOptions, ProfileEditorProps } from './types';
export type { EditorPhotoApi } from '../../features/editor';
