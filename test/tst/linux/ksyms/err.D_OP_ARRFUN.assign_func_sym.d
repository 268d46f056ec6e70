/* @@requires: btf ksym:schedule */
/* a kernel symbol is not writable; a function not even assignable */

BEGIN
{
	`schedule = 0;
}
