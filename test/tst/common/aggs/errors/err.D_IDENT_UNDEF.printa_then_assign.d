/*
 * printa(@a) before @a's assignment in the same clause: the name is
 * resolved while cooking printa(), before the assignment creates it
 */

BEGIN
{
	printa(@a);
	@a = count();
}
