import { getGetAgencyDetailsMockHandler } from '@showcase/contracts/generated/endpoints/agency/agency.msw';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { presentationRoutes } from '../routes';
import { agencyDetails } from '../../../testing/agency-details';
import { server } from '../../../testing/msw-server';
import { renderSite } from '../../../testing/render';

// The operator's representative comes from AGENCY_OWNER: the label must fit any name.
describe('PresentationPro imprint', () => {
  it.each([
    ['/PresentationPro/Impressum', 'Vertreten durch', /Inhaber|Betreiberin/],
    ['/PresentationPro/en/imprint', 'Represented by', /Owner/],
  ])('%s names the representative without assuming a gender', async (path, label, gendered) => {
    server.use(getGetAgencyDetailsMockHandler(agencyDetails));
    renderSite(presentationRoutes, path);
    expect(await screen.findByText(agencyDetails.name)).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent(`${label}: ${agencyDetails.owner}`);
    expect(main).not.toHaveTextContent(gendered);
  });
});
