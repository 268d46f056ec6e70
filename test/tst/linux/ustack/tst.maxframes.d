/* @@cmd: @PROGS@/pidcompute 1 */
/* @@opts: -x maxframes=2 */
/* @@mask: offsets */
/* (return-address offsets depend on the compiler and its flags: unit/ustack-offsets.sh checks them against the binary) */
/*
 * -x maxframes=2 (Oracle Linux DTrace's option): ustack() with the
 * default depth and ustack(5) both record 2 frames, silently reduced.
 */
#pragma D option quiet

pid$target::square:entry
{
	ustack();
	ustack(5);
}
