import { getGetAgencyDetailsUrl } from '@showcase/contracts/generated/endpoints/agency/agency';
import { getGetAgencyDetailsMockHandler } from '@showcase/contracts/generated/endpoints/agency/agency.msw';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { agencyDetails } from '../../testing/agency-details';
import { server } from '../../testing/msw-server';
import { renderPage } from '../../testing/render';
import { setupUser } from '../../testing/user';
import { OperatorDetails } from './OperatorDetails';

const texts = { loading: 'Lädt …', error: 'Ging nicht.', retry: 'Nochmal' };
const classNames = { status: 'my-status', retry: 'my-retry' };

function renderDetails() {
  return renderPage(
    <OperatorDetails texts={texts} classNames={classNames}>
      {(details) => <p>Betrieben von {details.name}</p>}
    </OperatorDetails>,
  );
}

describe('OperatorDetails', () => {
  it('shows the loading note, then the details through its render prop', async () => {
    server.use(getGetAgencyDetailsMockHandler(agencyDetails));
    renderDetails();

    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(texts.loading);
    expect(status).toHaveClass('my-status');
    expect(await screen.findByText(`Betrieben von ${agencyDetails.name}`)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the error with a retry button that loads the details again', async () => {
    server.use(
      http.get(`*${getGetAgencyDetailsUrl()}`, () => HttpResponse.json({}, { status: 500 }), {
        once: true,
      }),
      getGetAgencyDetailsMockHandler(agencyDetails),
    );
    const user = setupUser();
    renderDetails();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(texts.error);
    expect(alert).toHaveClass('my-status');
    const retry = screen.getByRole('button', { name: texts.retry });
    expect(retry).toHaveClass('my-retry');

    await user.click(retry);
    expect(await screen.findByText(`Betrieben von ${agencyDetails.name}`)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
