/**
 * What kind of install offer this browser can take: Chromium's own dialog (beforeinstallprompt), a
 * how-to for iOS Safari (which has no such event; Add to Home Screen is in its Share sheet), or none.
 */

export interface DeviceInfo {
  userAgent: string;
  /** navigator.maxTouchPoints: iPadOS Safari reports a Mac UA, and only touch tells them apart. */
  maxTouchPoints: number;
}

// In-app browsers (Facebook, Instagram, LINE, WeChat, TikTok…) and other iOS browsers have no
// Safari Share sheet the how-to could point at, so they get no how-to.
const NOT_SAFARI =
  /CriOS|FxiOS|EdgiOS|OPiOS|YaBrowser|FBAN|FBAV|Instagram|Line\/|MicroMessenger|TikTok|musical_ly|Snapchat|Twitter|GSA\//;

export function isIosSafari({ userAgent, maxTouchPoints }: DeviceInfo): boolean {
  const iosDevice = /iPhone|iPad|iPod/.test(userAgent);
  const ipadOsDesktop = /Macintosh/.test(userAgent) && maxTouchPoints > 1;
  if (!iosDevice && !ipadOsDesktop) return false;
  return /Safari\//.test(userAgent) && !NOT_SAFARI.test(userAgent);
}

/** Running as an installed app: nothing to offer. iOS home-screen apps set navigator.standalone. */
export function isStandalone(win: Window = window): boolean {
  const nav = win.navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || win.matchMedia?.('(display-mode: standalone)').matches === true;
}

export function currentDevice(): DeviceInfo {
  return { userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints ?? 0 };
}
