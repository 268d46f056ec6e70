/*
 * the register names are inline constants: they cannot be assigned
 */
BEGIN
{
	R_PC = 3;
}
