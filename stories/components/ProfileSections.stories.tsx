import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CamPlatforms } from '@portal/components/CamPlatforms';
import { ContactReveal } from '@portal/components/ContactReveal';
import { ParametersList } from '@portal/components/ParametersList';
import { ProfileMeta } from '@portal/components/ProfileMeta';
import { ProfileNav } from '@portal/components/ProfileNav';
import { RatesTable } from '@portal/components/RatesTable';
import { ServicesList } from '@portal/components/ServicesList';
import { WorkingTimeTable } from '@portal/components/WorkingTimeTable';
import { profile } from '../fixtures';

/** The sections of the public profile page, each in its states. */
const meta = {
  title: 'Profile/Sections',
  component: ParametersList,
  args: { parameters: profile.parameters, age: profile.age },
} satisfies Meta<typeof ParametersList>;
export default meta;

export const Parameters: StoryObj<typeof meta> = {};

/** A profile's key facts (age and five parameters), as the page shows them open beside the photos. */
export const KeyFacts: StoryObj<typeof meta> = {
  args: { only: ['height_cm', 'weight_kg', 'nationality', 'languages', 'hair_color'] },
  play: async ({ canvasElement }) => {
    const terms = [...canvasElement.querySelectorAll('dt')].map((dt) => dt.textContent);
    await expect(terms[0]).toBe('Age');
    await expect(terms.length).toBeLessThanOrEqual(6);
  },
};

/** The other parameters behind "All details" (a native disclosure): closed, then opened. */
export const AllDetails: StoryObj<typeof meta> = {
  args: {
    age: undefined,
    except: ['height_cm', 'weight_kg', 'nationality', 'languages', 'hair_color'],
    render: (list) => (
      <details>
        <summary>All details</summary>
        {list}
      </details>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('dl')).not.toBeVisible();
    await userEvent.click(canvas.getByText('All details'));
    await expect(canvasElement.querySelector('dl')).toBeVisible();
    await expect(canvas.queryByText('Height (cm)')).toBeNull();
  },
};

export const Services: StoryObj<typeof ServicesList> = {
  render: () => (
    <ServicesList additional={profile.additional_services} inclusive={profile.inklusive_services} taboo={profile.taboo_services} currency="EUR" />
  ),
};

export const Rates: StoryObj<typeof RatesTable> = {
  render: () => <RatesTable rates={profile.my_price} currency="EUR" />,
};
export const RatesInYen: StoryObj<typeof RatesTable> = {
  render: () => <RatesTable rates={{ time: ['30 min', '1 h'], incall: [15000, 25000], outcall: [null, 32000] }} currency="JPY" />,
};

/** Monday to Sunday (the API's `wen` is Wednesday), with 'All day' and 'Not available'. */
export const WorkingTime: StoryObj<typeof WorkingTimeTable> = {
  render: () => <WorkingTimeTable workingTime={profile.working_time!} />,
};

export const ContactsHidden: StoryObj<typeof ContactReveal> = {
  render: () => <ContactReveal phone={profile.phone_number} whatsapp={profile.whatsapp_number} telegram={profile.telegram_number} />,
};
export const ContactsRevealed: StoryObj<typeof ContactReveal> = {
  ...ContactsHidden,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button')[0]!);
    const call = canvas.getByRole('link', { name: /601 234 567/ });
    await expect(call).toHaveAttribute('href', 'tel:+420601234567');
    await expect(call).toHaveFocus();
  },
};
export const MessengersOnly: StoryObj<typeof ContactReveal> = {
  render: () => <ContactReveal phone={null} whatsapp={profile.whatsapp_number} telegram="@chloe_demo" />,
};

export const Navigation: StoryObj<typeof ProfileNav> = {
  render: () => <ProfileNav previousHref="/escort/bianca-2" nextHref="/escort/daria-4" />,
};
export const NavigationFirstProfile: StoryObj<typeof ProfileNav> = {
  render: () => <ProfileNav previousHref={null} nextHref="/escort/bianca-2" />,
};

export const Meta_: StoryObj<typeof ProfileMeta> = {
  name: 'Meta',
  render: () => <ProfileMeta lastSeen={profile.last_seen_at} created={profile.created_at} modified={profile.updated_at} views={profile.views} />,
};
export const MetaNeverSeen: StoryObj<typeof ProfileMeta> = {
  render: () => <ProfileMeta lastSeen={null} created={profile.created_at} modified={profile.updated_at} views={0} />,
};

/** A web cam model's platforms (her public page shows them instead of rates and services). */
export const CamPlatformLinks: StoryObj<typeof CamPlatforms> = {
  render: () => (
    <CamPlatforms
      links={[
        { platform: 'CamStage', url: 'https://camstage.example.com/mila' },
        { platform: 'LiveRoom', url: 'https://liveroom.example.com/mila' },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'CamStage' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
  },
};

/** Her working time as show times. */
export const ShowTimes: StoryObj<typeof WorkingTimeTable> = {
  render: () => <WorkingTimeTable workingTime={profile.working_time!} caption="Show times" />,
};
