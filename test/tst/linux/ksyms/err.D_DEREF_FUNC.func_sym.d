/* @@requires: btf ksym:schedule */
/* the address of a kernel function may not be dereferenced */

BEGIN
{
	trace(*&`schedule);
}
