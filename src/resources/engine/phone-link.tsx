import Link from '@mui/material/Link';
import { formatPhone } from '@/schema/phone';
import { usePhoneCountry } from '@/components/session/use-phone-country';

/** A stored number (E.164) as the branch's people read it, dialled as stored. */
export function PhoneLink({ phone }: { phone: string }) {
  const country = usePhoneCountry();
  return <Link href={`tel:${phone}`}>{formatPhone(phone, country)}</Link>;
}
