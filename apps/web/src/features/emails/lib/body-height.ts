/** The height a body takes in its card: its first lines, or most of the screen after View More. */
export const bodyHeight = (full: boolean) => (full ? 'h-[min(70svh,40rem)]' : 'h-44');
