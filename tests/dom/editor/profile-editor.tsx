import { emptyEditorValues } from '@portal/components/features/editor';
import { ProfileEditor } from '@portal/components/editor';
import type { ProfileEditorProps } from '@portal/components/editor';
import { MemoryStorage, fakeApi, fakePhotos, galleryOf, options } from './fixtures';
import { renderEditor } from './i18n';

/** The whole editor of a new profile (fakes for the API, the photos and the draft storage), overridable. */
export function renderProfileEditor(over: Partial<ProfileEditorProps> = {}) {
  const props: ProfileEditorProps = {
    profileId: null, userId: 5, baseline: emptyEditorValues(), status: null, isFinal: false, gallery: galleryOf(0),
    options, api: fakeApi(), photos: fakePhotos(), storage: new MemoryStorage(), draftDelayMs: 0, ...over,
  };
  return { props, ...renderEditor(<ProfileEditor {...props} />) };
}
