import { lazy } from "react";

// The text pages are not part of the first-visit bundle: they load, together, when one of
// them is opened.
const load = () => import("./text-pages");

export const AboutPage = lazy(() => load().then((module) => ({ default: module.AboutPage })));
export const SupportPage = lazy(() => load().then((module) => ({ default: module.SupportPage })));
export const DmcaPage = lazy(() => load().then((module) => ({ default: module.DmcaPage })));
export const JipPage = lazy(() => load().then((module) => ({ default: module.JipPage })));
