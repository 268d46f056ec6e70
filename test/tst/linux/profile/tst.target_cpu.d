/* @@cmd: taskset -c 1 @PROGS@/pidspin 800 */
/* @@requires: cpus:2 */
/*
 * a profile sample of a target pinned to CPU 1 is on CPU 1 (once it
 * runs pidspin: taskset itself may start on another CPU).  A sample is
 * named as its thread was when it was taken: taskset's samples on CPU 0
 * before its exec are taskset's, on every backend.
 */
#pragma D option quiet

profile-997
/pid == $target && execname == "pidspin"/
{
	@[cpu] = count();
}

END
{
	printa("%d\n", @);
}
