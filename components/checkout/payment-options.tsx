import { QRCodeSVG } from 'qrcode.react';
import { buttonClasses } from '@/components/ui/button-classes';
import { Card } from '@/components/ui/card';
import { cafe } from '@/data/cafe';
import type { Locale } from '@/lib/site/locale';
import { upiPaymentLink } from '@/lib/order/upi';
import { wordsFor } from '@/lib/words';
import { fill } from '@/lib/words/fill';
import { CopyButton } from './copy-button';

/** Rendered at build time: the QR code costs the visitor no script. */
export function PaymentOptions({ locale }: { locale: Locale }) {
  const { paymentOptions: words, copy } = wordsFor(locale).checkout;
  return (
    <Card as="section" look="outlined" aria-labelledby="payment-options">
      <h2 id="payment-options" className="text-xl font-bold text-brand-deep">
        {words.heading}
      </h2>
      <p className="mt-1 text-muted-foreground">{words.intro}</p>
      <ul className="mt-4 space-y-5">
        <li>
          <h3 className="font-bold text-foreground">{words.upiHeading}</h3>
          <p className="my-1 font-mono text-lg text-foreground">{cafe.upiId}</p>
          <div className="flex flex-wrap gap-2">
            {/* No amount: the cafe confirms the total on WhatsApp first. */}
            <a
              href={upiPaymentLink(cafe.upiId, cafe.name)}
              className={buttonClasses({ variant: 'secondary', size: 'small' })}
            >
              {words.upiApp}
            </a>
            <CopyButton text={cafe.upiId} label={words.copyUpiId} words={copy} />
          </div>
        </li>
        <li>
          <h3 className="font-bold text-foreground">{words.qrHeading}</h3>
          <p className="text-sm text-muted-foreground">{words.qrHint}</p>
          <QRCodeSVG
            value={upiPaymentLink(cafe.upiId, cafe.name)}
            size={128}
            marginSize={2}
            title={fill(words.qrTitle, { cafe: cafe.name })}
            role="img"
            aria-label={fill(words.qrLabel, { cafe: cafe.name, upiId: cafe.upiId })}
            className="mt-2 rounded-lg border border-border"
          />
        </li>
        <li>
          <h3 className="font-bold text-foreground">{words.cashHeading}</h3>
          <p className="text-sm text-muted-foreground">{words.cashHint}</p>
        </li>
      </ul>
    </Card>
  );
}
