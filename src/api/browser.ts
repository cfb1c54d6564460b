/** Page navigation in one place, so that tests can observe it (jsdom does not navigate). */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
