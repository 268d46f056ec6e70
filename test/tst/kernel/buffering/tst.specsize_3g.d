/* @@backend: kernel */ /* @@opts: -x specsize=3g */
/* @@stderr: dtrace: speculation size lowered to */
/*
 * -x specsize=3g with a speculation in use: its buffers are halved until
 * they fit, and a committed speculation is traced.
 */
#pragma D option quiet

BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
	printf("spec\n");
}

BEGIN
{
	commit(s);
}

BEGIN
{
	exit(0);
}
