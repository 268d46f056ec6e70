/*
 * curcpu->cpu_id is the current CPU
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", curcpu->cpu_id == cpu);
	exit(0);
}
