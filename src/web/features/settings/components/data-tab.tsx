import { DeleteAccountCard } from "./delete-account-card";
import { ExportCard } from "./export-card";
import { ImportCard } from "./import-card";

/** Settings › Your data: bring history in, take a copy out, or delete the account. */
export function DataTab() {
  return (
    <div className="flex flex-col gap-6">
      <ImportCard />
      <ExportCard />
      <DeleteAccountCard />
    </div>
  );
}
