import { useQuery } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { useNavigate } from 'react-router';
import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import type { PackageAudience, Role } from '@portal/sdk';
import { routePath, stripLocale } from '@portal/sdk';
import { RegistrationForm } from '@portal/components/account/RegistrationForm';
import { AdvertiserBenefits } from '@portal/components/AdvertiserBenefits';
import { AudienceSwitch } from '@portal/components/AudienceSwitch';
import { useSession, usePortalQueries } from '@portal/sdk/react';
import { portalQueries } from '@portal/sdk/queries';
import { loaderServices, useServices } from '../data/use-services';
import { PageMeta } from '../shell/PageMeta';
import { pagePath } from '../shell/paths';
import type { ParamFreeRouteId } from '../shell/paths';
import { usePopups } from '../shell/popup-state';
import styles from './RegistrationPage.module.css';

export async function registrationLoader({ context }: LoaderFunctionArgs) {
  const { queryClient, client } = loaderServices({ context });
  await queryClient.ensureQueryData(portalQueries(client).reference.countries());
  return null;
}

/** §2: a new account starts in its own area, where the questionnaire (models, businesses) begins. */
const FIRST_PAGE: Readonly<Record<Role, ParamFreeRouteId>> = {
  MEMBER: 'client-favorites',
  INDIVIDUAL: 'profile-create',
  BUSSINESS: 'business-create',
};

const TITLE: Readonly<Record<Role, string>> = {
  MEMBER: 'auth.register.client',
  INDIVIDUAL: 'auth.register.model',
  BUSSINESS: 'auth.register.business',
};

/** Models sign up as escorts (the spec's path) or as web cam models (their own path and area). */
export type ModelAudience = 'escort' | 'webcam';

/** Per model audience: its title, where the account starts, and the other audience's sign-up. */
const MODEL_AUDIENCES: Readonly<Record<ModelAudience, { title: string; firstPage: ParamFreeRouteId; other: { route: ParamFreeRouteId; label: string } }>> = {
  escort: { title: TITLE.INDIVIDUAL, firstPage: FIRST_PAGE.INDIVIDUAL, other: { route: 'registration-webcam', label: 'webcam.register.title' } },
  webcam: { title: 'webcam.register.title', firstPage: 'profile-webcam-create', other: { route: 'registration-model', label: 'auth.register.model' } },
};

/** The audience switch: who signs up, in the spec's order, each to its own sign-up page. */
const AUDIENCES: ReadonlyArray<{ readonly role: Role; readonly route: ParamFreeRouteId; readonly label: string }> = [
  { role: 'MEMBER', route: 'registration-client', label: 'auth.register.audienceClient' },
  { role: 'INDIVIDUAL', route: 'registration-model', label: 'auth.register.audienceModel' },
  { role: 'BUSSINESS', route: 'registration-business', label: 'auth.register.audienceBusiness' },
];

/** Whose packages an advertiser's sign-up explains (§6); clients buy none. */
const PACKAGE_AUDIENCE: Readonly<Partial<Record<Role, PackageAudience>>> = { INDIVIDUAL: 'individual', BUSSINESS: 'business' };

export interface RegistrationPageProps {
  role: Role;
  /** Models only: the escort (default) or the web cam sign-up. */
  audience?: ModelAudience;
}

/** §2 sign-up per audience; failures open the shell's registration-error popup (§8). */
export function RegistrationPage({ role, audience = 'escort' }: RegistrationPageProps) {
  const { t } = useCachedTranslation();
  const model = role === 'INDIVIDUAL' ? MODEL_AUDIENCES[audience] : null;
  const title = model?.title ?? TITLE[role];
  const firstPage = model?.firstPage ?? FIRST_PAGE[role];
  const { client, locale } = useServices();
  const queries = usePortalQueries();
  const { open } = usePopups();
  const navigate = useNavigate();
  const { login } = useSession();
  const countries = useQuery(queries.reference.countries()).data?.data ?? [];
  const packages = PACKAGE_AUDIENCE[role];
  const form = (
    <div className={styles.form}>
      <RegistrationForm
        role={role}
        heading={false}
        countries={countries}
        termsHref={routePath('site-conditions-terms-conditions', {}, locale)}
        loginHref={routePath('login', {}, locale)}
        onRegistrationError={(error) => open({ kind: 'registration-error', error })}
        onSubmit={async (values) => {
          await client.session.register(values);
          // Signed in with the same credentials, so the session is stored exactly as a login stores it (§4).
          await login({ email: values.email, password: values.password });
          await navigate(stripLocale(pagePath(firstPage, locale)), { replace: true });
        }}
      />
    </div>
  );
  return (
    <>
      <PageMeta title={t(title)} />
      <AudienceSwitch
        label={t('auth.register.audience')}
        items={AUDIENCES.map((a) => ({ href: routePath(a.route, {}, locale), label: t(a.label), current: a.role === role }))}
      />
      <h1>{t(title)}</h1>
      {model ? <p className={styles.other}><a href={routePath(model.other.route, {}, locale)}>{t(model.other.label)}</a></p> : null}
      {packages ? (
        // An advertiser reads what they get beside the form on a wide screen, under it on a phone.
        <div className={styles.columns} data-card-wide="">
          {form}
          <AdvertiserBenefits audience={packages} />
        </div>
      ) : (
        form
      )}
    </>
  );
}
