import type { Meta, StoryObj } from '@storybook/react-vite';
import { ColorTokens, ContrastTable, TokenSheet } from './TokenSheet';

/** The design tokens of ui/styles/tokens.css, read from the file itself. */
const meta = { title: 'Design/Tokens', component: TokenSheet, parameters: { layout: 'padded' } } satisfies Meta<typeof TokenSheet>;
export default meta;

export const AllTokens: StoryObj<typeof meta> = {};
export const Colours: StoryObj<typeof ColorTokens> = { render: () => <ColorTokens /> };
export const Contrast: StoryObj<typeof ContrastTable> = { render: () => <ContrastTable /> };
