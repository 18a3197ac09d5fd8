import { getGetAgencyDetailsMockHandler } from '@showcase/contracts/generated/endpoints/agency/agency.msw';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agencyDetails } from '../../../testing/agency-details';
import { server } from '../../../testing/msw-server';
import { renderRoutes } from '../../../testing/render';
import { rentalPaths } from '../rental-paths';
import { RentalLayout } from '../RentalLayout';
import { TermsPage } from './TermsPage';

/** The page at both its addresses inside the rental layout, as the app's routes mount it. */
const routes = [
  {
    path: '/RentalRevolution',
    element: <RentalLayout />,
    children: Object.values(rentalPaths.terms).map((path) => ({
      path: path.replace('/RentalRevolution/', ''),
      element: <TermsPage />,
    })),
  },
];

async function openTerms(path: string) {
  server.use(getGetAgencyDetailsMockHandler(agencyDetails));
  const rendered = renderRoutes(routes, path);
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

/** The section an h2 opens, found by the heading's text. */
function section(heading: RegExp): HTMLElement {
  const main = screen.getByRole('main');
  const element = within(main).getByRole('heading', { level: 2, name: heading }).closest('section');
  if (!element) throw new Error(`no section for ${String(heading)}`);
  return element;
}

const germanHeadings = [
  /^§\s1 Vertragsschluss$/,
  /^§\s2 Preise und Fälligkeit$/,
  /^§\s3 Stornierung$/,
  /^§\s4 Nichtverfügbarkeit des Bootes$/,
  /^§\s5 Übergabe und Rückgabe$/,
  /^§\s6 Skipper$/,
  /^§\s7 Nutzung des Bootes$/,
  /^§\s8 Haftung$/,
  /^§\s9 Schleusen und GPS-Ortung$/,
  /^§\s10 Gerichtsstand und anwendbares Recht$/,
];

const englishHeadings = [
  /^1\. Conclusion of the contract$/,
  /^2\. Prices and payment$/,
  /^3\. Cancellation$/,
  /^4\. Unavailability of the boat$/,
  /^5\. Handover and return$/,
  /^6\. Skipper$/,
  /^7\. Use of the boat$/,
  /^8\. Liability$/,
  /^9\. Locks and GPS tracking$/,
  /^10\. Jurisdiction and governing law$/,
];

function sectionHeadings(): string[] {
  return within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');
}

describe('TermsPage in German', () => {
  it('shows one h1, the ten sections in order and a table of contents linking to them', async () => {
    await openTerms(rentalPaths.terms.de);

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Geschäftsbedingungen' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Geschäftsbedingungen – RentalRevolution');
    expect(document.documentElement.lang).toBe('de');

    const headings = sectionHeadings();
    expect(headings).toHaveLength(10);
    headings.forEach((heading, index) => expect(heading).toMatch(germanHeadings[index]!));

    const toc = screen.getByRole('navigation', { name: 'Inhalt' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(10);
    links.forEach((link, index) => {
      expect(link).toHaveTextContent(germanHeadings[index]!);
      const id = decodeURIComponent(link.getAttribute('href')!.split('#')[1]!);
      expect(document.getElementById(id)).toBe(section(germanHeadings[index]!));
    });
  });

  it('states every figure of the terms in its section', async () => {
    await openTerms(rentalPaths.terms.de);

    expect(section(/Vertragsschluss/)).toHaveTextContent('Widerrufsrecht von 14 Tagen');
    expect(section(/Vertragsschluss/)).toHaveTextContent('ausdrücklichen Zustimmung');
    expect(section(/Vertragsschluss/)).toHaveTextContent('§ 356 Abs. 4 BGB');

    const payment = section(/Preise und Fälligkeit/);
    expect(payment).toHaveTextContent('in voller Höhe spätestens 5 Tage nach der Buchung');
    expect(payment).toHaveTextContent('2,50 € je Liter');
    expect(payment).toHaveTextContent('Endreinigung mit 50 €');

    const cancellation = section(/Stornierung/);
    const tiers = within(cancellation)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(/\s/g, ' '));
    expect(tiers).toEqual([
      'Stornierung bis 6 Monate vor Mietbeginn: eine Bearbeitungsgebühr von 150 €',
      'Stornierung bis 3 Monate vor Mietbeginn: 50 % des Mietpreises',
      'Stornierung bis 30 Tage vor Mietbeginn: 90 % des Mietpreises',
      'Spätere Stornierung oder Nichtantritt: der volle Mietpreis',
    ]);

    const handover = section(/Übergabe und Rückgabe/);
    expect(handover).toHaveTextContent('Kaution von 500 € in bar, für jede Fahrt neu');
    expect(handover).toHaveTextContent('25 € je angefangene Stunde');

    expect(section(/Skipper/)).toHaveTextContent('mindestens 18 Jahre alt');

    const use = section(/Nutzung des Bootes/);
    expect(use).toHaveTextContent('höchstens 6 Personen');
    expect(use).toHaveTextContent('Ab Windstärke 4 (Beaufort) darf nicht abgelegt werden');

    expect(section(/Haftung/)).toHaveTextContent('Selbstbeteiligung von 500 €');
    expect(section(/Schleusen und GPS/)).toHaveTextContent('GPS-Ortungsgerät');

    const court = section(/Gerichtsstand/);
    expect(court).toHaveTextContent('Gerichtsstand Brandenburg');
    expect(court).toHaveTextContent('Recht der Bundesrepublik Deutschland');
  });

  it('names the lessor with phone and e-mail from the API', async () => {
    await openTerms(rentalPaths.terms.de);

    const name = await screen.findByText(agencyDetails.name);
    const lessor = name.closest('div')!;
    expect(lessor).toHaveTextContent(`Vermieter: ${agencyDetails.name}`);
    expect(lessor).toHaveTextContent(`${agencyDetails.street}, ${agencyDetails.postalCode}`);
    expect(within(lessor).getByRole('link', { name: agencyDetails.phone })).toHaveAttribute(
      'href',
      'tel:+49307654321',
    );
    expect(within(lessor).getByRole('link', { name: agencyDetails.email })).toHaveAttribute(
      'href',
      `mailto:${agencyDetails.email}`,
    );
  });
});

describe('TermsPage in English', () => {
  it('translates the ten sections with the same figures and says the German text binds', async () => {
    await openTerms(rentalPaths.terms.en);

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Terms and conditions' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Terms and conditions – RentalRevolution');
    expect(document.documentElement.lang).toBe('en');

    const headings = sectionHeadings();
    expect(headings).toHaveLength(10);
    headings.forEach((heading, index) => expect(heading).toMatch(englishHeadings[index]!));

    const german = screen.getByRole('link', { name: 'German version' });
    expect(decodeURIComponent(german.getAttribute('href')!)).toBe(rentalPaths.terms.de);
    expect(german.closest('p')).toHaveTextContent('only the German version is binding');

    expect(section(/Conclusion/)).toHaveTextContent('right of withdrawal of 14 days');
    expect(section(/Conclusion/)).toHaveTextContent('express consent');
    const payment = section(/Prices and payment/);
    expect(payment).toHaveTextContent('due in full no later than 5 days after the booking');
    expect(payment).toHaveTextContent('€2.50 per litre');
    expect(payment).toHaveTextContent('final cleaning at €50');
    const cancellation = section(/Cancellation/);
    expect(
      within(cancellation)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Cancellation up to 6\u00a0months before the start of the rental: a handling fee of €150',
      'Cancellation up to 3\u00a0months before the start of the rental: 50% of the rental price',
      'Cancellation up to 30\u00a0days before the start of the rental: 90% of the rental price',
      'Later cancellation or no-show: the full rental price',
    ]);
    const handover = section(/Handover and return/);
    expect(handover).toHaveTextContent('deposit of €500 in cash, anew for every trip');
    expect(handover).toHaveTextContent('€25 per started hour');
    expect(section(/Skipper/)).toHaveTextContent('at least 18 years old');
    const use = section(/Use of the boat/);
    expect(use).toHaveTextContent('No more than 6 people');
    expect(use).toHaveTextContent('At wind force 4 (Beaufort) or above');
    expect(section(/Liability/)).toHaveTextContent('deductible of €500 per claim');
    expect(section(/Jurisdiction/)).toHaveTextContent('the place of jurisdiction is Brandenburg');

    const name = await screen.findByText(agencyDetails.name);
    expect(name.closest('div')).toHaveTextContent(`Lessor: ${agencyDetails.name}`);
    expect(screen.getByRole('link', { name: agencyDetails.email })).toBeInTheDocument();
  });
});
