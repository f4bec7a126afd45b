import { useEffect, useState } from "react";

/** The value once it has stopped changing for `ms`; an empty string passes at once (clearing resets). */
export function useDebouncedValue(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    if (value.trim() === "") {
      setDebounced(value);
      return;
    }
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}
