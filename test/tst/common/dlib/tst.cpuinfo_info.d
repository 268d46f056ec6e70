/* @@requires: machine:x86_64 */
/*
 * curcpu->cpu_info, the reference's processor_info_t, with the values
 * Linux gives: online (P_ONLINE, 2), the machine name as the processor
 * type, the x86 FPU as the reference names it, and a clock in MHz.
 */
#pragma D option quiet

BEGIN
{
	printf("state %d type %s fpu %s clock %s\n",
	    curcpu->cpu_info.pi_state, curcpu->cpu_info.pi_processor_type,
	    curcpu->cpu_info.pi_fputypes,
	    curcpu->cpu_info.pi_clock > 0 ? "MHz" : "none");
	exit(0);
}
