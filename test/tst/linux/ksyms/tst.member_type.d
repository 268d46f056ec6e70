/* @@requires: btf */
/* members of kernel structs have their types: pointers, pid_t, char[16] */

#pragma D option quiet

BEGIN
{
	this->t = (struct task_struct *)0;
	this->l = (struct list_head *)0;
	printf("%d %d %d\n", sizeof (this->l->next), sizeof (this->t->pid),
	    sizeof (this->t->comm));
	exit(0);
}
