/*
 * curcpu's members beyond cpu_id, with the values Linux gives: cpu_pset
 * -1 (PS_NONE: no processor sets), cpu_chip the physical package and
 * cpu_lgrp the NUMA node of the CPU (the harness pins the test to CPU 0,
 * which is in package 0 and node 0).
 */
#pragma D option quiet

BEGIN
{
	printf("cpu %d pset %d chip %d lgrp %d\n", curcpu->cpu_id,
	    curcpu->cpu_pset, curcpu->cpu_chip, curcpu->cpu_lgrp);
	exit(0);
}
