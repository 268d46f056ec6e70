/* @@requires: btf */
/* ((struct task_struct *)arg0)->pid compiles (never runs here) */

#pragma D option quiet

BEGIN
/0/
{
	trace(((struct task_struct *)arg0)->pid);
}

BEGIN
{
	printf("compiled\n");
	exit(0);
}
