/** Settings of the shell where the spec names a switch but no value. */
export const shellSettings = {
  /** Clicking the header title navigates to the root. */
  interactiveTitle: true,
  /** The portal's short name when the portal's app list does not name it. */
  portalShortName: 'EDM',
  /** sessionStorage key of a stored back-link ({ shortName, url }) that overrides the referrer match. */
  backLinkStorageKey: 'ippc.previousApp',
};
