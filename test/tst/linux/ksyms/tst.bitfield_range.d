/* @@requires: btf */
/*
 * a one-bit bit-field of a kernel struct (sched_reset_on_fork of
 * task_struct) reads 0 or 1, whatever the memory holds
 */

#pragma D option quiet

BEGIN
{
	this->t = (struct task_struct *)alloca(sizeof (struct task_struct));
	printf("%d\n", this->t->sched_reset_on_fork <= 1);
	exit(0);
}
