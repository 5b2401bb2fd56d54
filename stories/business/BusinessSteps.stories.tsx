import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DESCRIPTION_MAX_LENGTH } from '../../schemas/constants';
import { emptyBusinessValues } from '@portal/components/features/business';
import {
  AboutBusinessStep, BusinessCategoriesStep, BusinessGeneralInfoStep, BusinessServicesStep,
} from '@portal/components/business';
import { StepFrame } from '../editor/StepFrame';
import { completeBusiness, questionnaireOptions as o } from './fixtures';

/** The business questionnaire's own steps, each alone with a Next button that submits it. */
const FORM = 'business-questionnaire-step';

const meta = {
  title: 'Business/Steps',
  component: AboutBusinessStep,
  args: { values: emptyBusinessValues(), onSubmit: fn(), formId: FORM },
  decorators: [(Story) => <StepFrame formId={FORM}><Story /></StepFrame>],
} satisfies Meta<typeof AboutBusinessStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: name, type, headline, website, description. */
export const About: Story = {};
export const AboutFilled: Story = { args: { values: completeBusiness() } };

/** Next with nothing filled in: the required fields say so. */
export const AboutErrors: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Next' }));
    await expect(await within(canvasElement).findByText('Business name')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The description stops at its limit, with its counter. */
export const AboutDescriptionLimit: Story = {
  args: { values: { ...emptyBusinessValues(), description: 'd'.repeat(DESCRIPTION_MAX_LENGTH - 1) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Description' });
    await userEvent.type(box, 'xyz');
    await expect(box).toHaveValue(`${'d'.repeat(DESCRIPTION_MAX_LENGTH - 1)}x`);
    await expect(canvas.getByText(`${DESCRIPTION_MAX_LENGTH} / ${DESCRIPTION_MAX_LENGTH} characters`)).toBeVisible();
  },
};

/** Step 2 with its §5 validity flags. */
export const GeneralInfo: Story = {
  render: (args) => (
    <BusinessGeneralInfoStep {...args} countries={o.countries} currencies={o.currencies} paymentTypes={o.paymentTypes} parkingTypes={o.parkingTypes} />
  ),
};
export const GeneralInfoFilled: Story = { ...GeneralInfo, args: { values: completeBusiness() } };

/** Escort (§9: category id 1) first and preselected for a new business. */
export const Categories: Story = {
  render: (args) => <BusinessCategoriesStep {...args} categories={o.categories} />,
};

export const Services: Story = {
  args: { values: completeBusiness() },
  render: (args) => <BusinessServicesStep {...args} services={o.services} currency={{ code: 'EUR' }} />,
};
