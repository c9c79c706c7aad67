// Spec §6: "A notice says a person is logged in", on every page while one is, with the way out. A plain
// form (works without JavaScript); its texts come translated in the shell's data, so pages of anonymous
// visitors carry none of them.
import { Button } from "../../ui/button.tsx";
import type { ShellSignedIn } from "./shell-data.ts";

export function SignedInNotice({ signedIn }: { signedIn: ShellSignedIn }) {
  return (
    <div className="signed-in-notice" role="region" aria-label={signedIn.notice}>
      <div className="container signed-in-notice__row">
        <p>{signedIn.notice}</p>
        <a href={signedIn.portal.href}>{signedIn.portal.label}</a>
        {signedIn.alerts ? <a href={signedIn.alerts.href}>{signedIn.alerts.label}</a> : null}
        <form method="post" action={signedIn.signOutPath}>
          <input type="hidden" name="intent" value="sign-out" />
          <Button type="submit" variant="outline" size="small">
            {signedIn.signOutLabel}
          </Button>
        </form>
        <form method="post" action={signedIn.signOutPath}>
          <input type="hidden" name="intent" value="sign-out-everywhere" />
          <Button type="submit" variant="ghost" size="small">
            {signedIn.signOutEverywhereLabel}
          </Button>
        </form>
      </div>
    </div>
  );
}
