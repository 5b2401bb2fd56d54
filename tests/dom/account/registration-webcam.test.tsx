import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../mocks/node';
import { RegistrationPage } from '../../../ui/site/page-kit/RegistrationPage';
import { demoSession, renderAreaPage } from '../business/area-harness';
import { startMockBackend } from '../payments/harness';

startMockBackend();

describe('the web cam sign-up page', () => {
  it('speaks to web cam models in its one heading (the form adds none under it), never “Sign up as a model”', async () => {
    // The page does not read the session; the harness wants one.
    const session = await demoSession(DEMO_ACCOUNTS.member.email, DEMO_ACCOUNTS.member.password);
    renderAreaPage(<RegistrationPage role="INDIVIDUAL" audience="webcam" />, { route: 'registration-webcam', url: '/registration/webcam', session });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Sign up as a web cam model');
    expect(screen.getAllByRole('heading', { name: 'Sign up as a web cam model' })).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Sign up as a model' })).toBeNull();
    // The escort sign-up is offered as a link, not as this page's heading.
    expect(screen.getByRole('link', { name: 'Sign up as a model' })).toBeDefined();
  });
});
