/* @@requires: btf */
/* @@stderr: nosuch is not a member of struct list_head */
/* a member a kernel struct does not have */

BEGIN
{
	trace(((struct list_head *)0)->nosuch);
}
