import { useCallback, useState } from "react";
import { loadTonight, saveTonight } from "./recommendation-storage";
import { NO_TONIGHT, type TonightContext } from "./tonight-context";

/**
 * The mood box's "Who's watching" and "Time I have" as chosen now (sent with the next request),
 * remembered for this tab's session for this user.
 */
export function useTonightContext(userId: string) {
  const [tonight, setTonightState] = useState<TonightContext>(() => loadTonight(userId) ?? NO_TONIGHT);

  const setTonight = useCallback(
    (next: TonightContext) => {
      setTonightState(next);
      saveTonight(userId, next);
    },
    [userId],
  );

  return { tonight, setTonight };
}
