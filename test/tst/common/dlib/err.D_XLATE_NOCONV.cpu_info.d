/*
 * a cpuinfo_t member without a conversion (cpu_info: Linux gives no
 * processor_info_t) is a compile error
 */

BEGIN
{
	trace(curcpu->cpu_info.pi_clock);
}
