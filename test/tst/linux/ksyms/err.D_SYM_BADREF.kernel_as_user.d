/* @@requires: ksym:schedule */
/* @@stderr: kernel module 'vmlinux' symbol 'schedule' may not be referenced as a user symbol */
/* a kernel symbol named as a user symbol (mod``sym) */

BEGIN
{
	trace(vmlinux``schedule);
}
