import type { ProfileCategory } from '@portal/sdk';
import type { ParamFreeRouteId } from '../../shell/paths';

/** The model's area exists twice: /profile and /profile_webcam (category web cam preselected). */
export type AreaKind = 'profile' | 'webcam';

export interface AreaRoutes {
  view: ParamFreeRouteId;
  create: ParamFreeRouteId;
  edit: ParamFreeRouteId;
  payments: ParamFreeRouteId;
  preview: ParamFreeRouteId;
  /** The category a new profile of this area starts with. */
  category: ProfileCategory | null;
}

export const AREA_ROUTES: Readonly<Record<AreaKind, AreaRoutes>> = {
  profile: {
    view: 'profile-view', create: 'profile-create', edit: 'profile-edit', payments: 'profile-payments',
    preview: 'profile-preview', category: null,
  },
  webcam: {
    view: 'profile-webcam-view', create: 'profile-webcam-create', edit: 'profile-webcam-edit',
    payments: 'profile-webcam-payments', preview: 'profile-webcam-preview', category: 'web_cam',
  },
};
