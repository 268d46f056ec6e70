/*
 * io:::start and io:::done on the module: ./ioprog reads 4096 bytes from
 * /dev/vda eight times with O_DIRECT, at sectors 0, 8, ... 56: eight
 * starts and eight dones of reads of 4096 bytes on the virtio disk
 * (dev_name the name its major is registered under, dev_statname the
 * disk), whose block numbers add up to 8 * (0 + 1 + ... + 7) = 224, with
 * no error; args[2] has no file at the block layer ("<none>").
 * @@backend: kernel
 */
#pragma D option quiet
#pragma D option destructive

BEGIN
{
	system("./ioprog");
}

io:::start, io:::done
/args[1]->dev_statname == "vda" && args[0]->b_bcount == 4096/
{
	@n[probename, args[1]->dev_name, args[1]->dev_statname,
	    args[0]->b_flags & B_READ ? "read" : "write",
	    args[0]->b_flags & B_WRITE ? "write" : "-", args[0]->b_error,
	    args[2]->fi_name] = count();
	@blk[probename] = sum(args[0]->b_blkno);
	@dev[probename] = sum(getmajor(args[0]->b_edev) != args[1]->dev_major ||
	    getminor(args[0]->b_edev) != args[1]->dev_minor);
}

proc:::exit
/execname == "ioprog"/
{
	exit(0);
}

END
{
	printa("%s %s %s %s %s %d %s %@d\n", @n);
	printa("%s blocks %@d\n", @blk);
	printa("%s b_edev differs %@d\n", @dev);
}
