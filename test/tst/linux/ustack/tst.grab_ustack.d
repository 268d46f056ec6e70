/* @@grab: @PROGS@/pidspin 5000 */
/* @@mask: offsets */
/* (return-address offsets depend on the compiler and its flags: unit/ustack-offsets.sh checks them against the binary) */
/* ustack() in a grabbed process */
#pragma D option quiet

pid$target::spin_inner:entry
{
	ustack(2);
	exit(0);
}
