import { useGetSiteMode } from '@showcase/contracts/generated/endpoints/agency/agency';
import { useSendContactMessage } from '@showcase/contracts/generated/endpoints/inbox/inbox';
import { DemoContactForm } from '../../../../shared/demo-contact/DemoContactForm';
import type { DemoContactValues } from '../../../../shared/demo-contact/demo-contact-rules';
import {
  demoContactTextsDe,
  demoContactTextsEn,
} from '../../../../shared/demo-contact/demo-contact-texts';
import type { RentalCatalog } from '../../i18n/rental-catalog';

/** The contact form's limits (spec §5, §9). */
const CONTACT_MESSAGE_MAX = 2000;

/**
 * The demo sends nothing; a server running with DEMO_MODE=false is a real business, so the form
 * then delivers to the staff inbox. The server says which (it decides; the page does not guess).
 */
function useContactDelivery(): ((values: DemoContactValues) => Promise<void>) | undefined {
  const demoMode = useGetSiteMode({ query: { select: (mode) => mode.demoMode } });
  const send = useSendContactMessage();
  if (demoMode.data !== false) return undefined;
  return async ({ name, email, message }) => {
    await send.mutateAsync({ data: { sender: name, email, body: message } });
  };
}

/** The contact form: a notice in demo mode, the staff inbox otherwise. */
export function ContactForm({ texts }: { texts: RentalCatalog }) {
  const t = texts.home.contact;
  const deliver = useContactDelivery();
  const contactTexts = texts.lang === 'en' ? demoContactTextsEn : demoContactTextsDe;
  return (
    <DemoContactForm
      messageMax={CONTACT_MESSAGE_MAX}
      texts={{
        ...contactTexts,
        sending: t.sending,
        sent: t.sent,
        failed: t.failed,
        privacy: t.privacy,
      }}
      send={deliver}
    />
  );
}
