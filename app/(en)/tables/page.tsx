import type { Metadata } from 'next';
import { QRCodeSVG } from 'qrcode.react';
import { PrintButton } from '@/components/tables/print-button';
import { cafe } from '@/data/cafe';
import { tables } from '@/data/ordering';
import { siteUrl } from '@/lib/site/site';
import { tableLinkPath } from '@/lib/order/table';
import { en } from '@/lib/words/en';
import { fill } from '@/lib/words/fill';
import { hi } from '@/lib/words/hi';

// The owner's sheet of table cards (docs/owner.md): linked from no page, kept out of search and
// the sitemap. Each card's QR code opens the menu for that table, and says so in both languages.
export const metadata: Metadata = {
  title: { absolute: `Table cards | ${cafe.name}` },
  robots: { index: false, follow: false },
};

export default function TableCardsPage() {
  return (
    <div className="mx-auto max-w-4xl px-4 pb-8 pt-6 print:p-0">
      <div className="print:hidden">
        <h1 className="text-3xl font-bold text-brand-deep">Table cards</h1>
        <p className="mt-2 text-foreground">
          {tables.length === 0
            ? 'There are no tables in content/ordering.json yet: add them there, and a card for each appears here.'
            : `One card for each of your ${tables.length} tables. A customer who scans a card orders for that table; cut them out along the dashed lines.`}
        </p>
        {tables.length > 0 && (
          <div className="mt-4">
            <PrintButton />
          </div>
        )}
      </div>
      <ul
        aria-label="Table cards"
        className="table-cards mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 print:mt-0 print:grid-cols-2"
      >
        {tables.map((table) => (
          <li
            key={table}
            className="flex break-inside-avoid flex-col items-center rounded-2xl border-2 border-dashed border-foreground p-6 text-center text-foreground"
          >
            <p className="text-lg font-bold">{cafe.name}</p>
            <h2 className="mt-1 text-4xl font-bold">
              {fill(en.site.tableCard.table, { table })}
              <span lang="hi" className="mt-1 block text-2xl">
                {fill(hi.site.tableCard.table, { table })}
              </span>
            </h2>
            <QRCodeSVG
              value={`${siteUrl}${tableLinkPath(table)}`}
              size={176}
              marginSize={2}
              role="img"
              aria-label={`QR code to order at table ${table}`}
              className="mt-4"
            />
            <p className="mt-3 text-2xl font-bold">{en.site.tableCard.scan}</p>
            <p className="mt-1 text-sm">{en.site.tableCard.how}</p>
            <p lang="hi" className="mt-3 text-xl font-bold">
              {hi.site.tableCard.scan}
            </p>
            <p lang="hi" className="mt-1 text-sm">
              {hi.site.tableCard.how}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
