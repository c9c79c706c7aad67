// The content screens that hold a lead form (contact, free valuation, demand register): the page configured
// for the screen and the form's data, read together.
import type { RouterContextProvider } from "react-router";
import { loadScreenContent } from "../site-shell/page-loader.server.ts";
import { leadFormsData } from "./lead-forms-loader.server.ts";
import type { LeadTarget } from "./submit/handle-submission.server.ts";

type Args = { url: URL; request: Request; context: Readonly<RouterContextProvider> };

export async function loadLeadScreen(args: Args, target: LeadTarget) {
  const [content, leads] = await Promise.all([loadScreenContent(args), leadFormsData(args, target)]);
  return { ...content, leads };
}
