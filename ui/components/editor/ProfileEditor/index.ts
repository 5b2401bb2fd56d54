export { ProfileEditor } from './ProfileEditor';
export type { EditorOptions, EditorPhotoApi, ProfileEditorProps } from './types';
