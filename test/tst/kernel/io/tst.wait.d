/*
 * io:::wait-start and io:::wait-done on the module, in ./ioprog itself:
 * each of its eight O_DIRECT reads of 4096 bytes from /dev/vda waits for
 * its I/O (the kernel's simple direct-I/O path submits and waits), and
 * its fsync(2) of the device waits for one flush of the disk's write
 * cache (no data); wait-done follows each wait-start, with no error.
 * @@backend: kernel
 */
#pragma D option quiet
#pragma D option destructive

BEGIN
{
	system("./ioprog");
}

io:::wait-start
/execname == "ioprog" && args[1]->dev_statname == "vda"/
{
	@n[probename, args[0]->b_bcount] = count();
	self->w = 1;
}

io:::wait-done
/self->w && args[1]->dev_statname == "vda"/
{
	@n[probename, args[0]->b_bcount] = count();
	@e = sum(args[0]->b_error);
	self->w = 0;
}

proc:::exit
/execname == "ioprog"/
{
	exit(0);
}

END
{
	printa("%s %d %@d\n", @n);
	printa("errors %@d\n", @e);
}
